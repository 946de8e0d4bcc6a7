// Every section of the English catalogue, registered: a refusal's key may
// point into any of them (the sections kept in modules of their own too),
// and the Worker renders it whatever else the request loaded.
import '@/lib/messages';
import '@/lib/api-answer-messages';
import '@/lib/operator-messages';
import '@/lib/console-day-messages';
import '@/lib/console-header-messages';
import '@/lib/on-demand-messages';
import '@/lib/refunds-owed-messages';
import '@/lib/search-page-messages';
