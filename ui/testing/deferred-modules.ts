// The ui project's setup: modules a component loads on its own after the first paint, with no one awaiting them
// (the story page's stats events start from an effect). Loaded here first, a test that ends before such a load
// settles finds the module in place, instead of the load reaching for files after the environment is torn down.
import '../stats/story-stats-tracker.ts';
