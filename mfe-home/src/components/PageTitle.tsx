/**
 * The visible title of a home screen whose route hides the shell header (message center, app
 * download). The shell already puts its back button in a row above the page.
 */
export function PageTitle({ title }: { title: string }) {
  return <h1 className="home-page-title">{title}</h1>;
}
