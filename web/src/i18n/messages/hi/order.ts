import type en from '../en/order';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
