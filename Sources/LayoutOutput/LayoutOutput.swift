// Renderers: frame tree -> tree, JSON, CSV (see TreeRenderer, JSONRenderer, CSVRenderer).
