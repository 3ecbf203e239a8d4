/** The editor's address; a new profile is made one segment below it. */
export const LIST_PATH = "/user-attribute-profiles";
export const NEW_PATH = `${LIST_PATH}/new`;
