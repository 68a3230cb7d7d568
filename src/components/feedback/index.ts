export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogBody,
  DialogFooter,
  dialogContentVariants,
  type DialogContentProps,
  type DialogBodyProps,
  type DialogFooterProps,
} from './dialog';
export {
  Drawer,
  DrawerTrigger,
  DrawerClose,
  DrawerContent,
  DrawerBody,
  DrawerFooter,
  drawerContentVariants,
  type DrawerContentProps,
  type DrawerBodyProps,
  type DrawerFooterProps,
} from './drawer';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Toaster, type ToasterProps } from './toaster';
export { toast, type ToastId, type ToastMessage, type ToastOptions } from './toast';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export {
  Skeleton,
  SkeletonText,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonTextProps,
} from './skeleton';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
