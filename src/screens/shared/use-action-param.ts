import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search parameter a link or the palette uses to ask a screen to open one of its forms:
 * `?action=add`.
 */
export const ACTION_PARAM = 'action';

/**
 * Opens a screen's form when its URL asks for it (`/devices?action=add`, from the palette or a
 * shared link): `onAction` gets the action once, and the parameter is removed in place, so a
 * reload or the back button does not open the form again. Actions the screen does not know
 * (`known`) are removed and ignored.
 */
export function useActionParam<A extends string>(
  known: readonly A[],
  onAction: (action: A) => void,
  ready = true,
): void {
  const [params, setParams] = useSearchParams();
  const action = params.get(ACTION_PARAM);
  useEffect(() => {
    if (action === null || !ready) return;
    if ((known as readonly string[]).includes(action)) onAction(action as A);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
    // onAction and known are the screen's own; only a new action in the URL acts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, ready]);
}
