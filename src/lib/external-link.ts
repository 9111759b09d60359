/** Attributes of a link that opens in a new tab without giving that tab a handle on this one. */
export const newTabProps = { target: "_blank", rel: "noopener noreferrer" } as const
