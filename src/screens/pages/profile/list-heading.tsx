/** A small caps heading over a list of the about card. */
export function ListHeading({ children }: { children: string }) {
  return (
    <h2 className="ee:m-0 ee:mb-3 ee:text-[13px] ee:font-normal ee:uppercase ee:tracking-wide ee:text-muted">
      {children}
    </h2>
  );
}
