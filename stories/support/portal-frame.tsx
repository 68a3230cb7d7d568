import { useState, type ReactNode } from 'react';

/**
 * A plain box menus portal into: inside the visual root (so they are in the pixel baseline) but
 * not transformed (so Radix's fixed positioning stays relative to the viewport).
 */
export function PortalFrame({
  children,
  height = 460,
}: {
  children: (container: HTMLElement) => ReactNode;
  height?: number;
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setNode} style={{ minHeight: height }}>
      {node && children(node)}
    </div>
  );
}
