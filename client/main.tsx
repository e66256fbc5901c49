import { createRoot } from 'react-dom/client';

function App() {
  return <main>מחסני השרון</main>;
}

createRoot(document.getElementById('root')!).render(<App />);
