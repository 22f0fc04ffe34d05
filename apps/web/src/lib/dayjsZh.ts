import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * Chinese month and week names for antd's date pickers. Imported by the pages that show one, not
 * by the app's providers: dayjs and its locale cost ~3 KB compressed before every first paint.
 */
dayjs.locale('zh-cn');
