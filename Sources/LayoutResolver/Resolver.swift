// Resolution: syntax tree -> view tree.
