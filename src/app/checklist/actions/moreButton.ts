/** The id of the checklist's More button, which a past phase's view gives the focus back to. */
export const MORE_BUTTON_ID = "checklist-more";
