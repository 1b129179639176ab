/** The page React Router's own starter renders: a title, a heading and a paragraph, with loader data. */
export function loader() {
  return { message: 'Hello from a bare React Router page.' }
}

export function meta() {
  return [{ title: 'Bare React Router page' }]
}

export default function Home({ loaderData }: { loaderData: { message: string } }) {
  return (
    <main>
      <h1>Welcome</h1>
      <p>{loaderData.message}</p>
    </main>
  )
}
