export { type ViewName, viewNames } from './ViewName'
