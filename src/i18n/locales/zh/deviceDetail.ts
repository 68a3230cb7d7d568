/** deviceDetail messages (zh): device detail and location screens. Keys mirror en/deviceDetail.ts. */
export const deviceDetail = {} as const;
