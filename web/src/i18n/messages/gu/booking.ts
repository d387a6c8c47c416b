import type en from '../en/booking';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
