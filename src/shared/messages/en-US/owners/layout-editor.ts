/** The owners' app: layout-editor (src/config/layout-editor). ICU MessageFormat, keyed `owners.layoutEditor.…`. */
export const layoutEditorOwnerMessages = {} as const;
