/** deviceDetail messages (ar): device detail and location screens. Keys mirror en/deviceDetail.ts. */
export const deviceDetail = {} as const;
