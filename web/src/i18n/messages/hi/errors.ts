import type en from '../en/errors';
import type { Translation } from '../../types';

export default {} satisfies Translation<typeof en>;
