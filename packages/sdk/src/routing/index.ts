export * from './routes'
export * from './location'
export * from './guards'
export * from './filters'
