// Included by library/book.h: the test driver edits this line.
#pragma once
#define LIBRARY_WITH_ISBN 0
