import type en from '../en/common';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
