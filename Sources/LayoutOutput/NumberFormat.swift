// Renderers: frame tree -> tree, JSON, CSV.
