import type en from '../en/menu';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
