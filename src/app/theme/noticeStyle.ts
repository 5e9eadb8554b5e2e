// A notice about the checklist as a whole, set apart by a teal bar at its start: what to review in
// a file just opened (OpenReview), and a customised checklist's banner (CustomisedBanner).

export const NOTICE_STYLE = {
  borderWidth: "1px",
  borderColor: "border",
  borderInlineStartWidth: "4px",
  borderInlineStartColor: "teal.solid",
  bg: "bg.subtle",
  rounded: "md",
  p: "4",
} as const;
