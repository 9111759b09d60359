// Gatsby's Link and page loader expect these globals, which the browser runtime defines.
global.___loader = {
  enqueue: jest.fn(),
}
