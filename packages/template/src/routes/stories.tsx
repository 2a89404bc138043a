/** The /_stories route's lazy chunk (storefront §2, non-production only; Screen.tsx leaves it out of production builds), with every message: its stories show every screen. */
import { en } from '@foyer/sdk'
import { Stories } from '../stories/Stories'
import { withMessages } from './with-messages'

export default withMessages(Stories, en)
