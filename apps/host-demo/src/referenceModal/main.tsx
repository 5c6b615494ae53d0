import { createRoot } from 'react-dom/client'
import { ReferenceApp } from './ReferenceApp'
import './referenceModal.css'

// react-modal.html's only module: the in-page modal `npm run bench` compares Latch with, no Latch here.
const root = document.getElementById('root')
if (!root) throw new Error('react-modal.html has no #root element.')
createRoot(root).render(<ReferenceApp />)
