// The look of the Customise mode's text fields and their labels, shared by its forms (TextEditForm),
// the checklist's details and the link to copy, so that they look alike.

export const FIELD_LABEL_STYLE = {
  display: "block",
  fontSize: "sm",
  fontWeight: "medium",
  mb: "1",
} as const;

export const FIELD_STYLE = {
  w: "full",
  p: "2",
  bg: "bg",
  color: "fg",
  borderWidth: "1px",
  borderColor: "border.emphasized",
  rounded: "md",
  focusVisibleRing: "outside",
} as const;
