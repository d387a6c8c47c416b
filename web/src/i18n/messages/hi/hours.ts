import type en from '../en/hours';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
