import type en from '../en/cart';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
