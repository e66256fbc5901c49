// The Web Worker that reads a pasted or uploaded list into its lines off the page's thread
// (quickListRead's listWithCodes does the work; readListInWorker starts this, and ends it on cancel or after too long).
import type { QuickList } from '@shared/rules/quickOrder';
import { answerMessages } from '../../files/workerScope';
import { listWithCodes, type QuickListRequest } from './quickListRead';

answerMessages<QuickListRequest, QuickList>(({ text, codes }) => listWithCodes(text, codes));
