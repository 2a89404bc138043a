export { createModalStack, escapeTarget, pushModal, type ModalEntry, type ModalRequest, type ModalStack } from './stack'
export { ModalProvider, useModalStack } from './ModalProvider'
export { ModalHost } from './ModalHost'
