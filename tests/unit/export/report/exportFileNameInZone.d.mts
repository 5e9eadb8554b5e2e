/** The default file names for these ISO instants, computed where the local time zone is `timeZone`. */
export function exportFileNamesInZone(timeZone: string, instants: readonly string[]): string[];
