/** One result: where it goes, what it says, an icon name from the API (e.g. "tabler-bolt"). */
export interface SearchResultItem {
  url: string;
  title: string;
  /** A second, quieter part of the line (a device's name beside its number). */
  subtitle?: string;
  icon?: string;
  /** The title kept in recent searches when this one would go stale there (it holds a count). */
  recentTitle?: string;
  /** The keys that do the same from anywhere ("G D"), shown at the end of the line. */
  shortcut?: string;
}

/** A titled group of results (the API's search group shape). */
export interface SearchResultGroup {
  title: string;
  category?: string;
  children: SearchResultItem[];
  /**
   * A last item leading to every match, when the group lists only some ("See all 37 in the
   * register").
   */
  more?: SearchResultItem;
}
