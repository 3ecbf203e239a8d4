/** The dialog that asks for a new token over the current screen (src/app/ReconnectDialog.tsx). */
export const reconnectMessages = {
  heading: "Reconnect to continue",
  reasons: {
    expired: "Your access token has expired.",
    unauthorized: "The tenant refused the access token.",
  },
  pasteNewToken: (tenantUrl: string) =>
    `Paste a new token for ${tenantUrl}; nothing you typed on this screen is lost.`,
  submit: "Reconnect",
  signOut: "Sign out instead",
} as const;
