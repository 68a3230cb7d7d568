import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

import { whenIdle } from '@/lib/when-idle';

/** What a lazy menu's stand-in trigger gets: call `onOpen` when the user asks for the menu. */
export interface LazyMenuFaceProps<O> {
  /** Opens the menu as soon as its code is in (with what to open: `true`, or a group's id). */
  onOpen: (value: O) => void;
}

/**
 * A navbar menu whose code (Radix's menus, floating-ui: ~20 kB gzip for the navbar) loads when the
 * browser is idle after the page first paints, not with the page. Until it is in, `Face` draws the
 * same trigger without the menu; a click on it opens the menu once loaded (`defaultOpen`), and
 * keyboard focus on it moves to the real trigger when it replaces it, so nothing the user did is
 * lost. Pointing at it or focusing it loads the menu at once.
 */
export function lazyMenu<P extends object, O = true>(
  load: () => Promise<ComponentType<P & { defaultOpen?: O }>>,
  Face: ComponentType<P & LazyMenuFaceProps<O>>,
): ComponentType<P> {
  type Real = ComponentType<P & { defaultOpen?: O }>;
  let loaded: Real | undefined;
  let loading: Promise<Real> | undefined;
  const fetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // asked for again next time (offline, a new deploy)
        throw error;
      },
    ));

  function LazyMenu(props: P) {
    const [Menu, setMenu] = useState<Real | undefined>(() => loaded);
    const [openWith, setOpenWith] = useState<O | undefined>(undefined);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const live = useRef(true);
    useEffect(() => {
      live.current = true;
      return () => {
        live.current = false;
      };
    }, []);

    // Not while a pointer is pressed on the stand-in: the press and its click would land on two
    // different buttons, and the click (which opens the menu) would be lost.
    const pressed = useRef(false);
    const waiting = useRef<Real | undefined>(undefined);

    /** Puts the real menu in the stand-in's place, noting first whether the stand-in had focus. */
    const swapIn = (component: Real) => {
      if (!live.current) return;
      if (pressed.current) {
        waiting.current = component;
        return;
      }
      hadFocus.current = !!box.current?.contains(document.activeElement);
      setMenu(() => component);
    };
    const press = () => {
      pressed.current = true;
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        // After the click that follows the release.
        window.setTimeout(() => {
          pressed.current = false;
          if (waiting.current) swapIn(waiting.current);
        }, 0);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
    };
    const bring = () => {
      fetch().then(swapIn, (error: unknown) => console.error('A menu could not be loaded', error));
    };

    useEffect(() => {
      if (Menu) return;
      // At most 1.5 s late: a click on a stand-in must not wait on a busy page's idle moment.
      return whenIdle(() => void fetch().then(swapIn, () => undefined), 1500);
    }, [Menu]);

    // The stand-in had keyboard focus: the real trigger takes it over.
    useLayoutEffect(() => {
      if (Menu && hadFocus.current && openWith === undefined)
        box.current?.querySelector<HTMLElement>('button, a')?.focus();
    }, [Menu, openWith]);

    if (Menu) {
      return (
        <span ref={box} className="ee:contents">
          <Menu {...props} {...(openWith !== undefined && { defaultOpen: openWith })} />
        </span>
      );
    }
    return (
      <span
        ref={box}
        className="ee:contents"
        onPointerEnter={bring}
        onPointerDown={press}
        onFocus={bring}
      >
        <Face
          {...props}
          onOpen={(value: O) => {
            setOpenWith(() => value);
            bring();
          }}
        />
      </span>
    );
  }
  return LazyMenu;
}
