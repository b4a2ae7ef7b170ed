// module LibraryFetch
