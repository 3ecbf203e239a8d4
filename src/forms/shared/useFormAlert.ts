import { useRef, useState } from "react";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";

/**
 * A form's one alert (`role="alert"` through FormAlert): shown with focus moved to it, so a
 * keyboard or screen-reader user hears why nothing was saved; cleared before the next try.
 */
export function useFormAlert() {
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  return {
    alert,
    alertRef,
    showAlert: (message: string) => {
      setAlert(message);
      focusAfterRender(() => alertRef.current);
    },
    /** Shows the alert where the focus stays (the person is busy elsewhere in the form). */
    setAlert: (message: string) => setAlert(message),
    clearAlert: () => setAlert(null),
  };
}
