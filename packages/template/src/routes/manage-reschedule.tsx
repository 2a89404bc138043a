/** /manage/{orderId}/reschedule/{sessionId}'s lazy chunk (storefront §2: reschedule, with self-edit). */
export { ReschedulePage as default } from '../screens/manage/Reschedule'
