import { inflateRawSync } from "node:zlib";

/**
 * Every file of a zip archive (a Playwright trace), by name. Only what trace.zip uses: stored or
 * deflated entries, no zip64; the repository has no zip library and needs none for this.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error("not a zip archive: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (compressedSize === 0xffffffff || localHeader === 0xffffffff) {
      throw new Error(`${name} is a zip64 entry`);
    }
    // The local header's name and extra field may differ in length from the central directory's.
    const dataAt =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (method === 0) entries.set(name, data);
    else if (method === 8) entries.set(name, inflateRawSync(data));
    else throw new Error(`${name} uses compression method ${method}`);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
