// expect: ok
// An empty header (but for these comments): a generated header with nothing in it.
