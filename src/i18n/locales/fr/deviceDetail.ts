/** deviceDetail messages (fr): device detail and location screens. Keys mirror en/deviceDetail.ts. */
export const deviceDetail = {} as const;
