import { useState, type ReactNode } from 'react';

/**
 * A box that contains "fixed" overlays (a transform makes it their containing block), so an
 * open dialog, drawer or menu portalled into it lands inside the story's pixel baseline.
 * Inline styles: Tailwind only scans src/, so classes used only in stories may not exist.
 */
export function OverlayFrame({
  children,
  height = 480,
}: {
  children: (container: HTMLElement) => ReactNode;
  height?: number;
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setNode}
      className="ee:relative ee:overflow-hidden ee:rounded-ee ee:border ee:border-line"
      style={{ height, background: 'var(--ee-body)', transform: 'translateZ(0)' }}
    >
      {node && children(node)}
    </div>
  );
}
