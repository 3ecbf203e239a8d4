import { downloadText } from "../../../lib/downloadText";
import { Button } from "../../../ui/Button";
import { useCopy } from "../../../ui/useCopy";
import { batchResultsMessages } from "../messages";
import type { ResultsCsv } from "./useResultsCsv";

const text = batchResultsMessages.results;

interface CsvActionsProps {
  csv: ResultsCsv;
  fileName: () => string;
}

/** Copy CSV and Download CSV of the settled results, written in the background. */
export function CsvActions({ csv, fileName }: CsvActionsProps) {
  const { state, copy } = useCopy();
  // Written by the time anyone clicks, but a click in the first moment still gets the file.
  const withCsv = (use: (csv: string) => unknown) => () => {
    if (csv.text !== undefined) use(csv.text);
    else void csv.get().then(use, () => undefined);
  };
  return (
    <>
      <span>
        <Button onClick={withCsv(copy)}>{text.copyCsv}</Button>
        <span aria-live="polite" className="copy-status">
          {state === "copied" ? text.copied : state === "failed" ? text.copyFailed : ""}
        </span>
      </span>
      <Button
        onClick={withCsv((csvText) => downloadText(csvText, fileName(), "text/csv;charset=utf-8"))}
      >
        {text.downloadCsv}
      </Button>
    </>
  );
}
