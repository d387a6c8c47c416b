import type en from '../en/track';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
