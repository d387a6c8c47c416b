import type en from '../en/account';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
