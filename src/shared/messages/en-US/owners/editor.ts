/** The owners' app: editor (src/config/features/editor). ICU MessageFormat, keyed `owners.editor.…`. */
export const editorOwnerMessages = {} as const;
